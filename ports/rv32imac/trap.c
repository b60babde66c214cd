/*
 * ports/rv32imac/trap.c - a RISC-V trap ends the program loudly, with exit
 * status 139 (a host program's SIGSEGV death).  picolibc's crt0-hosted
 * leaves mtvec at its reset value 0, where QEMU virt has no memory: every
 * trap would trap again, forever, until the runner's timeout.
 *
 * It also locks the 4 KB between "flash" and the stack (port.mk) against
 * all access with PMP entry 0, so that a stack overflow traps here instead
 * of running on into plain memory.  A frame larger than 4 KB can still
 * jump over the guard.
 *
 * Linked into every program through PORT_SRCS.  A constructor installs all
 * this, so link it as an object: from an archive nothing would pull it in.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define FAULT_STATUS 139
#define GUARD_BYTES  4096

void uc10_rv_trap_entry(void);
void uc10_rv_trap(void);

/* From port.mk's --defsyms: the guard starts where "flash" ends. */
extern char __flash[], __flash_size[];

/*
 * CSR access.  -march=rv32imac must stay without _zicsr (that spelling
 * falls off the picolibc multilib), so enable Zicsr for these lines only.
 */
#define CSR_READ(csr, v) __asm__ volatile(".option push\n\t.option arch, +zicsr\n\t" \
	"csrr %0, " #csr "\n\t.option pop" : "=r"(v))
#define CSR_WRITE(csr, v) __asm__ volatile(".option push\n\t.option arch, +zicsr\n\t" \
	"csrw " #csr ", %0\n\t.option pop" : : "r"(v))

/*
 * Trap entry: mtvec needs 4-byte alignment (mode bits 0 = direct).  Go on
 * with a fresh stack at __stack: a broken sp is a common reason to be here.
 */
__attribute__((naked, aligned(4))) void uc10_rv_trap_entry(void)
{
	__asm__ volatile(
		"la   sp, __stack\n\t"
		"tail uc10_rv_trap");
}

__attribute__((noreturn, used)) void uc10_rv_trap(void)
{
	static const char *const names[] = {
		"instruction address misaligned", "instruction access fault",
		"illegal instruction", "breakpoint", "load address misaligned",
		"load access fault", "store address misaligned", "store access fault",
	};
	uintptr_t cause, epc, tval, sp_guard = (uintptr_t)__flash + (uintptr_t)__flash_size;

	CSR_READ(mcause, cause);
	CSR_READ(mepc, epc);
	CSR_READ(mtval, tval);
	printf("\nuc10 port: trap: %s (mcause=0x%08lx) mepc=0x%08lx mtval=0x%08lx\n",
	       cause < sizeof names / sizeof names[0] ? names[cause] : "trap",
	       (unsigned long)cause, (unsigned long)epc, (unsigned long)tval);
	if (tval - sp_guard < GUARD_BYTES)
		printf("uc10 port: that is the stack guard: stack overflow\n");
	_Exit(FAULT_STATUS);
}

/* Before main (from __libc_init_array), the earliest hook crt0 offers. */
__attribute__((constructor)) static void uc10_rv_trap_init(void)
{
	uintptr_t guard = (uintptr_t)__flash + (uintptr_t)__flash_size;

	CSR_WRITE(mtvec, (uintptr_t)uc10_rv_trap_entry);
	/* NAPOT: address bits, then ones for the size; cfg: Lock (binds M-mode
	 * too), A=NAPOT, no R/W/X.  Other entries stay off: M-mode may access
	 * everything else. */
	CSR_WRITE(pmpaddr0, (guard >> 2) | (GUARD_BYTES / 8 - 1));
	CSR_WRITE(pmpcfg0, (uintptr_t)0x98);
}
