/*
 * ports/arm/fault.c - a Cortex-M fault ends the program loudly, with exit
 * status 139 (a host program's SIGSEGV death), instead of spinning in
 * picolibc's default handler until the runner's timeout.
 *
 * Every ARM port starts its stack at STACK_BOTTOM and lets it grow down
 * toward it (port.mk).  On the microbit nothing is mapped below; on mps2
 * QEMU maps a void there (writes dropped, reads 0) that would let an
 * overflow run on for a while, so on ARMv7-M the 4 KB below are made
 * inaccessible with MPU region 0: the first push beyond the stack faults.
 * A frame larger than 4 KB can still jump over the guard.  If the core
 * cannot even push the exception frame it locks up, and QEMU aborts
 * (status 134) with a register dump: loud too.
 *
 * Linked into every ARM program through PORT_SRCS.  It overrides picolibc's
 * weak arm_*_isr vector entries and installs the guard from a constructor,
 * so link it as an object: from an archive nothing would pull it in.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define FAULT_STATUS 139
#define STACK_BOTTOM 0x20000000
/* ARMv7-M (M3/M4/M7) has the CFSR and an MPU; ARMv6-M (M0) neither. */
#if defined(__ARM_ARCH_7M__) || defined(__ARM_ARCH_7EM__)
#define V7M 1
#else
#define V7M 0
#endif
#define STR_(x) #x
#define STR(x) STR_(x)

void arm_hardfault_isr(void);
void arm_memmanage_isr(void);
void arm_busfault_isr(void);
void arm_usagefault_isr(void);
void uc10_arm_fault(const uint32_t *frame, uint32_t exc_return);

/*
 * Naked, in Thumb-1 so that ARMv6-M assembles it.  Find the exception frame
 * (MSP or PSP, by EXC_RETURN bit 2).  Report from below it, unless that
 * leaves less than 512 bytes of stack (the usual way to get here after an
 * overflow): then from the top of the stack, __stack, far from the frame.
 */
__attribute__((naked)) void arm_hardfault_isr(void)
{
	__asm__ volatile(
		"movs r0, #4\n\t"
		"mov  r1, lr\n\t"
		"tst  r0, r1\n\t"
		"mrs  r0, msp\n\t"
		"beq  1f\n\t"
		"mrs  r0, psp\n"
		"1:\n\t"
		"ldr  r2, =" STR(STACK_BOTTOM) "+512\n\t"
		"cmp  r0, r2\n\t"
		"bhs  2f\n\t"
		"ldr  r2, =__stack\n\t"
		"mov  sp, r2\n"
		"2:\n\t"
		"bl   uc10_arm_fault\n\t"
		".ltorg");
}

/* One handler: the cause is in IPSR and, on ARMv7-M, in the CFSR. */
void arm_memmanage_isr(void) __attribute__((alias("arm_hardfault_isr")));
void arm_busfault_isr(void) __attribute__((alias("arm_hardfault_isr")));
void arm_usagefault_isr(void) __attribute__((alias("arm_hardfault_isr")));

__attribute__((noreturn, used)) void uc10_arm_fault(const uint32_t *frame, uint32_t exc_return)
{
	static const char *const names[] = {
		"exception 0", "reset", "NMI", "HardFault",
		"MemManage", "BusFault", "UsageFault",
	};
	uint32_t ipsr;

	__asm__ volatile("mrs %0, ipsr" : "=r"(ipsr));
	ipsr &= 0x1ff;
	printf("\nuc10 port: %s%s\n",
	       ipsr < sizeof names / sizeof names[0] ? names[ipsr] : "exception",
	       exc_return & 4 ? " (thread on PSP)" : "");
	if ((uintptr_t)frame < STACK_BOTTOM)	/* in the guard: unreadable */
		printf("uc10 port: stack overflow: sp=0x%08lx, below the stack\n",
		       (unsigned long)(uintptr_t)frame);
	else
		printf("uc10 port: pc=0x%08lx lr=0x%08lx sp=0x%08lx xpsr=0x%08lx\n",
		       (unsigned long)frame[6], (unsigned long)frame[5],
		       (unsigned long)(uintptr_t)frame, (unsigned long)frame[7]);
#if V7M
	/* ARMv7-M says why: CFSR bits name the fault, MMFAR/BFAR the address. */
	printf("uc10 port: CFSR=0x%08lx HFSR=0x%08lx MMFAR=0x%08lx BFAR=0x%08lx\n",
	       (unsigned long)*(volatile uint32_t *)0xE000ED28,
	       (unsigned long)*(volatile uint32_t *)0xE000ED2C,
	       (unsigned long)*(volatile uint32_t *)0xE000ED34,
	       (unsigned long)*(volatile uint32_t *)0xE000ED38);
#endif
	_Exit(FAULT_STATUS);
}

#if V7M
#define MPU_CTRL (*(volatile uint32_t *)0xE000ED94)
#define MPU_RBAR (*(volatile uint32_t *)0xE000ED9C)
#define MPU_RASR (*(volatile uint32_t *)0xE000EDA0)

/* Before main (from __libc_init_array), the earliest hook crt0 offers. */
__attribute__((constructor)) static void uc10_arm_stack_guard(void)
{
	MPU_RBAR = (STACK_BOTTOM - 4096) | 1u << 4 | 0;	/* base, VALID, region 0 */
	MPU_RASR = 1u << 28 | 11u << 1 | 1;	/* XN, AP=0: no access, 2^(11+1) bytes, on */
	MPU_CTRL = 1u << 2 | 1;			/* default map elsewhere, MPU on */
	__asm__ volatile("dsb\n\tisb" ::: "memory");
}
#endif
