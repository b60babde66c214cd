/* The current arena kernels allocate from: Note [Arena] in uc10/arena.h. */
#include "uc10/arena.h"

static uc10_arena *uc10_current_arena_;

void uc10_arena_set_current(uc10_arena *a)
{
	uc10_current_arena_ = a;
}

uc10_arena *uc10_arena_current(void)
{
	return uc10_current_arena_;
}
