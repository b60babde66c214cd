/* local.c - local key sets, guards and the error message. */
#include "uc10/local.h"

#if !defined(UC10_LOCAL_PORT)
/* One context for a firmware without threads, returned by the inline
 * uc10_local_get().  All zero means "defaults" (Note [Local key sets]), so
 * it sits in .bss and needs no constructor.  With UC10_LOCAL_PORT the port
 * defines uc10_local_get() and owns the contexts. */
uc10_local uc10_the_local;
#endif

void uc10_local_set(uc10_local *l, uc10_ks included, uc10_ks excluded)
{
	l->included_xor = included ^ UC10_KS_DEFAULT_INCLUDED;
	l->excluded_xor = excluded ^ UC10_KS_DEFAULT_EXCLUDED;
	l->changed = (l->included_xor | l->excluded_xor) != 0;
}

/* Add `add' to one set and remove `rm' from it, remembering exactly which
 * bits changed so that the guard can put them back. */
static void change(uc10_ks *xor_set, uc10_ks dflt, uc10_ks add, uc10_ks rm,
                   uc10_ks *added, uc10_ks *removed)
{
	uc10_ks cur = *xor_set ^ dflt;
	*added = add & ~cur;
	*removed = rm & cur;
	cur = (cur | *added) & ~*removed;
	*xor_set = cur ^ dflt;
}

/* What a guard changes: `ks' added to the included set, added to or
 * removed from the excluded set; InferenceMode also takes ADInplaceOrView
 * out of the included set.  One function for every guard, called with a
 * kind and one key set, keeps each guard a few instructions (the guards'
 * share of the dispatcher core's 2 KB, BENCHMARKS.md section 5). */
enum { G_INC_ADD = 1, G_EXC_ADD = 2, G_EXC_RM = 4, G_INFERENCE = 8 };

static uc10_guard make(unsigned kind, uc10_ks ks)
{
	uc10_guard g;
	g.l = uc10_local_get();
	change(&g.l->included_xor, UC10_KS_DEFAULT_INCLUDED, kind & G_INC_ADD ? ks : 0,
	       kind & G_INFERENCE ? UC10_KS_ADInplaceOrView : 0, &g.inc_added, &g.inc_removed);
	change(&g.l->excluded_xor, UC10_KS_DEFAULT_EXCLUDED, kind & G_EXC_ADD ? ks : 0,
	       kind & G_EXC_RM ? ks : 0, &g.exc_added, &g.exc_removed);
	g.l->changed = (g.l->included_xor | g.l->excluded_xor) != 0;
	return g;
}

uc10_guard uc10_exclude_guard(uc10_ks ks) { return make(G_EXC_ADD, ks); }
uc10_guard uc10_include_guard(uc10_ks ks) { return make(G_INC_ADD, ks); }
uc10_guard uc10_unexclude_guard(uc10_ks ks) { return make(G_EXC_RM, ks); }

/* c10::InferenceMode: no ADInplaceOrView, no autograd. */
uc10_guard uc10_inference_mode_guard(void)
{
	return make(G_EXC_ADD | G_INFERENCE, UC10_KS_AUTOGRAD);
}
uc10_guard uc10_below_autograd_guard(void) { return make(G_EXC_ADD, UC10_KS_AUTOGRAD); }
uc10_guard uc10_below_adinplace_guard(void)
{
	return make(G_EXC_ADD, UC10_KS_AUTOGRAD | UC10_KS_ADInplaceOrView);
}

void uc10_guard_end(uc10_guard *g)
{
	uc10_ks inc = uc10_local_included(g->l), exc = uc10_local_excluded(g->l);
	inc = (inc & ~g->inc_added) | g->inc_removed;
	exc = (exc & ~g->exc_added) | g->exc_removed;
	uc10_local_set(g->l, inc, exc);
	g->inc_added = g->inc_removed = g->exc_added = g->exc_removed = 0;
}

const char *uc10_last_error(void)
{
	return uc10_local_get()->msg;
}

void uc10_clear_last_error(void)
{
	uc10_local_get()->msg[0] = 0;
}
