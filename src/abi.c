/*
 * abi.c - the shape of uc10's tables, as data in flash, for tools that read
 * a firmware image (uc10-inspect): they take sizes and offsets from here
 * instead of guessing each target's C ABI.  Note [Table ABI]: the layout
 * below is version 1; a tool must refuse another version.  Entry 26 says
 * which table layout the build uses (0 dense: entry 11 is the offset of
 * table[]; 1 compact, Note [Compact tables]: entry 11 is the offset of
 * cidx, entry 27 of palette) - a tool that reads only dense tables must
 * refuse layout 1.
 */
#include <stddef.h>
#include "uc10/dispatcher.h"

const uint16_t uc10_abi[] = {
	1,                                         /*  0 version */
	(uint16_t)sizeof(void *),                  /*  1 pointer size */
	UC10_NUM_RUNTIME_ENTRIES,                  /*  2 table entries per op */
	UC10_NUM_BACKENDS,                         /*  3 nft sets per op */
	(uint16_t)sizeof(uc10_op),                 /*  4 */
	(uint16_t)offsetof(uc10_op, name),         /*  5 */
	(uint16_t)offsetof(uc10_op, schema),       /*  6 */
	(uint16_t)offsetof(uc10_op, nft),          /*  7 */
	(uint16_t)offsetof(uc10_op, dispatch_args),/*  8 */
	(uint16_t)offsetof(uc10_op, name_len),     /*  9 */
	(uint16_t)offsetof(uc10_op, nargs),        /* 10 */
#if defined(UC10_LAYOUT_COMPACT)
	(uint16_t)offsetof(uc10_op, cidx),         /* 11 */
#else
	(uint16_t)offsetof(uc10_op, table),        /* 11 */
#endif
	(uint16_t)sizeof(uc10_kernel),             /* 12 */
	(uint16_t)offsetof(uc10_kernel, unboxed),  /* 13 */
	(uint16_t)offsetof(uc10_kernel, boxed),    /* 14 */
	(uint16_t)offsetof(uc10_kernel, name),     /* 15 */
	(uint16_t)offsetof(uc10_kernel, source),   /* 16 */
	(uint16_t)offsetof(uc10_kernel, fallthrough), /* 17 */
	(uint16_t)sizeof(uc10_registry),           /* 18 */
	(uint16_t)offsetof(uc10_registry, ops),    /* 19 */
	(uint16_t)offsetof(uc10_registry, nops),   /* 20 */
	(uint16_t)offsetof(uc10_registry, nbuckets), /* 21 */
	(uint16_t)offsetof(uc10_registry, prime),  /* 22 */
	(uint16_t)offsetof(uc10_registry, seed),   /* 23 */
	(uint16_t)offsetof(uc10_registry, disp),   /* 24 */
	(uint16_t)offsetof(uc10_registry, order),  /* 25 */
#if defined(UC10_LAYOUT_COMPACT)
	1,                                         /* 26 layout: compact */
	(uint16_t)offsetof(uc10_op, palette),      /* 27 */
#else
	0,                                         /* 26 layout: dense */
	0,                                         /* 27 */
#endif
};
