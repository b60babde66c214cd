/*
 * json.h - the few pieces of JSON output every command shares: escaped
 * strings, addresses, and the envelope of tools/inspect/README.md
 * ("JSON output").  Commands write their own fields between.
 */
#ifndef UC10_INSP_JSON_H
#define UC10_INSP_JSON_H

#include <stdint.h>
#include <stdio.h>

struct insp;

#define JSON_FORMAT_VERSION 1

/* A JSON string: quotes, backslashes and control bytes escaped; bytes
 * >= 0x80 are passed through when they form valid UTF-8, else \u00XX. */
void json_str(FILE *f, const char *s);
/* The same, safe inside an HTML <script> too when script is set: < > &
 * become \u003c \u003e \u0026, so no string can close the element. */
void json_str_in(FILE *f, const char *s, int script);
/* Length of the valid UTF-8 sequence starting at s, or 0. */
int utf8_len(const unsigned char *s);
/* An address or 64-bit set as a string "0x...": JSON numbers are doubles. */
void json_hex(FILE *f, uint64_t v);
/* {"uc10_inspect":1,"command":CMD,"elf":{...},  -- the caller goes on. */
void json_begin(struct insp *in, FILE *f, const char *command);
const char *json_bool(int b);

#endif
