/*
 * insp.h - uc10-inspect: what a firmware ELF really holds in flash.
 *
 * The tool is three layers, each in its own files:
 *   elf*.c   a bounds-checked reader of 32/64-bit little-endian ELF files
 *            (sections, symbols, relocations, reads at target addresses)
 *   fw*.c    uc10's tables read through it, laid out as the firmware's own
 *            uc10_abi[] says (Note [Table ABI] in src/abi.c), validated
 *   cmd_*.c  one output each: dump, schemas, hash, size, which, kernels, html
 *
 * Note [Errors are a longjmp]
 * Every read of the file checks its bounds; a bad read calls insp_fail(),
 * which formats the message and longjmps back to insp_load()'s caller, so
 * the readers stay straight-line code and no half-read state escapes.
 * Memory comes from insp_alloc(), which remembers every block so that
 * insp_end() frees them all, failed or not (the fuzzer loads millions of
 * files in one process).  Once insp_load() has returned 0 the model is
 * complete and consistent: the commands read it and never fail.
 */
#ifndef UC10_INSP_H
#define UC10_INSP_H

#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "elf.h"
#include "fw.h"

struct insp {
	const char *path;       /* for messages and reports */
	struct elf elf;
	struct fw fw;
	jmp_buf fail;
	char msg[512];
	void **blocks;          /* every insp_alloc() block */
	size_t nblocks, cap;
};

#if defined(__GNUC__)
#define INSP_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define INSP_PRINTF(a, b)
#endif

/* Read data[0..size) as a firmware image: 0, or 2 with in->msg set.
 * *in is overwritten; data must outlive every use of it; call
 * insp_end() afterwards in either case. */
int insp_load(struct insp *in, const char *path, const uint8_t *data, size_t size);
void insp_end(struct insp *in);

_Noreturn void insp_fail(struct insp *in, const char *fmt, ...) INSP_PRINTF(2, 3);
/* Zeroed memory for n objects of size bytes; fails (longjmp) on overflow
 * or exhaustion, so only call it while loading. */
void *insp_alloc(struct insp *in, size_t n, size_t size);

/* The commands.  Each writes text, or JSON when json is set; the return
 * value is the exit status (0, or 1 for a failed consistency check). */
int cmd_dump(struct insp *in, FILE *out, int json);
int cmd_schemas(struct insp *in, FILE *out, int json);
int cmd_hash(struct insp *in, FILE *out, int json);
int cmd_size(struct insp *in, FILE *out, int json);
int cmd_kernels(struct insp *in, FILE *out, int json);
int cmd_html(struct insp *in, FILE *out);

/* SYMBOL@0xADDR for a pointer, `-' for NULL, `?@0x..' if unnamed. */
void sym_text(const struct elf *e, FILE *out, uint64_t addr);
char *sym_fmt(const struct elf *e, uint64_t addr, char *buf, size_t n);
/* Per-operator bytes of tables and of code, as --size counts them. */
int size_columns(struct insp *in, uint64_t *tables, uint64_t *code);

struct which_opts {
	const char *keys, *tls, *include, *exclude;
	const char *args, *op;      /* --args name=VALUE,... (tools/whichargs.h), --op NS::OP */
};
/* Status 2 for bad keys, mode or arguments (message on err, nothing on out). */
int cmd_which(struct insp *in, FILE *out, FILE *err, int json, const struct which_opts *w);

#endif
