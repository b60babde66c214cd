/*
 * main.c - uc10-inspect's command line (tools/inspect/README.md).
 *
 *   uc10-inspect [--json] ELF                  the tables, as `make dump' prints them
 *   uc10-inspect --schemas [--json] ELF        every operator's schema
 *   uc10-inspect --hash [--json] ELF           the perfect hash, checked
 *   uc10-inspect --size [--json] ELF           bytes per operator, totals
 *   uc10-inspect --kernels [--json] ELF        kernel records and their symbols
 *   uc10-inspect --which KEYS [--tls MODE] [--include K,..] [--exclude K,..]
 *                [--args NAME=VALUE,..] [--op NS::OP] [--json] ELF
 *   uc10-inspect --html FILE ELF               one self-contained page
 *
 * Exit status: 0 done, 1 a check failed (--hash), 2 bad usage or an
 * image that is not a readable uc10 firmware (the message says why).
 */
#include <stdlib.h>
#include <string.h>
#include "insp.h"

static const char usage[] =
	"usage: uc10-inspect [--schemas | --hash | --size | --kernels | --html FILE |\n"
	"                     --which KEYS [--tls default|inference_mode|below_autograd|custom]\n"
	"                     [--include K,..] [--exclude K,..] [--args NAME=VALUE,..] [--op NS::OP]]\n"
	"                     [--json] ELF\n";

/* The whole file: ELF images are read at random, and are small. */
static uint8_t *slurp(const char *path, size_t *n)
{
	FILE *f = fopen(path, "rb");
	uint8_t *d = NULL;
	size_t cap = 0;
	*n = 0;
	if (!f)
		return NULL;
	for (;;) {
		size_t got;
		if (*n == cap) {
			uint8_t *nd;
			cap = cap ? 2 * cap : 1 << 16;
			if (cap > ((size_t)1 << 31) || !(nd = realloc(d, cap)))
				break;
			d = nd;
		}
		got = fread(d + *n, 1, cap - *n, f);
		*n += got;
		if (got == 0) {
			if (ferror(f))
				break;
			fclose(f);
			return d ? d : malloc(1);
		}
	}
	fclose(f);
	free(d);
	return NULL;
}

struct args {
	const char *cmd, *elf, *html;
	int json;
	struct which_opts w;
};

static int parse_args(int argc, char **argv, struct args *a)
{
	int i;
	memset(a, 0, sizeof *a);
	a->cmd = "dump";
	for (i = 1; i < argc; i++) {
		const char *s = argv[i];
		int more = i + 1 < argc;
		if (strcmp(s, "--json") == 0)
			a->json = 1;
		else if (!strcmp(s, "--schemas") || !strcmp(s, "--hash") || !strcmp(s, "--size") || !strcmp(s, "--kernels"))
			a->cmd = s + 2;
		else if (strcmp(s, "--which") == 0 && more)
			a->cmd = "which", a->w.keys = argv[++i];
		else if (strcmp(s, "--tls") == 0 && more)
			a->w.tls = argv[++i];
		else if (strcmp(s, "--include") == 0 && more)
			a->w.include = argv[++i];
		else if (strcmp(s, "--exclude") == 0 && more)
			a->w.exclude = argv[++i];
		else if (strcmp(s, "--args") == 0 && more)
			a->w.args = argv[++i];
		else if (strcmp(s, "--op") == 0 && more)
			a->w.op = argv[++i];
		else if (strcmp(s, "--html") == 0 && more)
			a->cmd = "html", a->html = argv[++i];
		else if (s[0] == '-' && s[1] != 0)
			return -1;
		else if (a->elf)
			return -1;
		else
			a->elf = s;
	}
	if (!a->elf)
		return -1;
	if (strcmp(a->cmd, "which") != 0 && (a->w.tls || a->w.include || a->w.exclude || a->w.args || a->w.op))
		return -1;
	return 0;
}

static int run(struct insp *in, const struct args *a)
{
	FILE *f;
	int rc;
	if (strcmp(a->cmd, "dump") == 0)
		return cmd_dump(in, stdout, a->json);
	if (strcmp(a->cmd, "schemas") == 0)
		return cmd_schemas(in, stdout, a->json);
	if (strcmp(a->cmd, "hash") == 0)
		return cmd_hash(in, stdout, a->json);
	if (strcmp(a->cmd, "size") == 0)
		return cmd_size(in, stdout, a->json);
	if (strcmp(a->cmd, "kernels") == 0)
		return cmd_kernels(in, stdout, a->json);
	if (strcmp(a->cmd, "which") == 0)
		return cmd_which(in, stdout, stderr, a->json, &a->w);
	f = fopen(a->html, "w");
	if (!f) {
		fprintf(stderr, "uc10-inspect: cannot write %s\n", a->html);
		return 2;
	}
	rc = cmd_html(in, f);
	if (fclose(f) != 0 && rc == 0) {
		fprintf(stderr, "uc10-inspect: error writing %s\n", a->html);
		rc = 2;
	}
	return rc;
}

int main(int argc, char **argv)
{
	static struct insp in;   /* holds a jmp_buf and a message: not for the stack */
	struct args a;
	uint8_t *data;
	size_t n;
	int rc;

	if (argc == 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
		fputs(usage, stdout);
		return 0;
	}
	if (parse_args(argc, argv, &a) < 0) {
		fputs(usage, stderr);
		return 2;
	}
	data = slurp(a.elf, &n);
	if (!data) {
		fprintf(stderr, "uc10-inspect: %s: cannot read the file\n", a.elf);
		return 2;
	}
	if (insp_load(&in, a.elf, data, n) != 0) {
		fprintf(stderr, "uc10-inspect: %s: %s\n", a.elf, in.msg);
		rc = 2;
	} else {
		rc = run(&in, &a);
	}
	insp_end(&in);
	free(data);
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "uc10-inspect: error writing the output\n");
		return 2;
	}
	return rc;
}
