/*
 * uc10/types.h - the C types that stand for PyTorch schema types.
 *
 * Note [Schema types in C]
 * The generator derives every kernel's C function type from its schema with
 * one naming grammar, so that a kernel with the wrong signature is a compile
 * error.  For a schema base type B (table below):
 *
 *   schema      argument C type            return C type (an out pointer)
 *   B           uc10_B  (Tensor: const uc10_tensor *)   uc10_B *
 *   B?          uc10_opt_B                 uc10_opt_B *
 *   B[] B[N]    uc10_B_list                uc10_B_list *
 *   B[]?        uc10_opt_B_list            -
 *   B[][]       uc10_B_list_list           uc10_B_list_list *
 *   Tensor?[]   uc10_opt_tensor_list       -
 *   Tensor[]?   uc10_optional_tensor_list  -   (uc10_opt_tensor_list is taken)
 *   Tensor?[]?  uc10_optional_opt_tensor_list  -
 *
 *   base: Tensor->tensor, int/SymInt->int, float->float, bool->bool,
 *   complex->complex, Scalar->scalar, str->str, ScalarType->dtype,
 *   Layout->layout, Device->device, MemoryFormat->memory_format,
 *   Generator->generator, Dimname->dimname, QScheme->qscheme,
 *   Storage->storage, Stream->stream.
 *   B[]? for B in int float bool complex Scalar str Dimname and Tensor;
 *   B[][] for B in int float bool str Tensor.  Tensor[]?, Tensor?[]? and
 *   Tensor[][] are no dispatch arguments: their tensors add no keys, as in
 *   PyTorch.
 *
 * Exceptions, all where PyTorch passes a reference: a Tensor argument is
 * `const uc10_tensor *`, a mutable one (`Tensor(a!)`) `uc10_tensor *`, and
 * `Tensor?` is a pointer that may be NULL (None).  `str?` and `Generator?`
 * are likewise pointers that may be NULL.  A return that is a write alias of
 * an argument (`-> Tensor(a!)`) is not passed at all: it is that argument.
 *
 * Every kernel returns uc10_status and takes the DispatchKeySet it was
 * called with first (as a PyTorch kernel that takes a DispatchKeySet), then
 * the outputs, then the schema's arguments in order.
 */
#ifndef UC10_TYPES_H
#define UC10_TYPES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Status codes: every call returns one; 0 is success. */
typedef enum uc10_status {
	UC10_OK = 0,
	UC10_E_MISSING_KERNEL,   /* no kernel for the key set ("Could not run ...") */
	UC10_E_NO_TENSOR,        /* Undefined entry missing: no tensor arguments */
	UC10_E_AMBIGUOUS,        /* ambiguous_autogradother */
	UC10_E_FALLTHROUGH,      /* a fallthrough kernel was called (PyTorch asserts) */
	UC10_E_NULL,             /* a required pointer was NULL */
	UC10_E_BAD_STACK,        /* boxed stack of wrong length or tag */
	UC10_E_NOT_FOUND,        /* no operator of that name */
	UC10_E_DTYPE,            /* dtype not supported */
	UC10_E_SHAPE,            /* shape mismatch / not broadcastable */
	UC10_E_ARG,              /* any other bad argument value */
	UC10_E_NOMEM,            /* arena exhausted */
	UC10_E_OVERFLOW,         /* integer overflow in sizes/strides */
	UC10_E_ALIAS,            /* out= aliases an input where PyTorch forbids it */
	UC10_E_INTERNAL,         /* a broken invariant */
	UC10_STATUS_COUNT
} uc10_status;

const char *uc10_status_name(uc10_status s);

/* A DispatchKeySet: see uc10/keyset.h. */
typedef uint64_t uc10_ks;

typedef struct uc10_tensor uc10_tensor;
typedef struct uc10_generator uc10_generator;
typedef struct uc10_storage uc10_storage;

typedef enum uc10_dtype {
	/* c10::ScalarType numbering, so a schema default `ScalarType? dtype=4` means int64 */
	UC10_UINT8 = 0, UC10_INT8 = 1, UC10_INT16 = 2, UC10_INT32 = 3, UC10_INT64 = 4,
	UC10_FLOAT16 = 5, UC10_FLOAT32 = 6, UC10_FLOAT64 = 7, UC10_BOOL = 11,
	UC10_QINT8 = 12, UC10_QUINT8 = 13, UC10_QINT32 = 14,
	UC10_DTYPE_UNDEFINED = 127
} uc10_dtype;

typedef enum uc10_layout { UC10_STRIDED = 0, UC10_SPARSE = 1 } uc10_layout;
typedef enum uc10_memory_format {
	UC10_CONTIGUOUS_FORMAT = 0, UC10_PRESERVE_FORMAT = 1,
	UC10_CHANNELS_LAST = 2, UC10_CHANNELS_LAST_3D = 3
} uc10_memory_format;
/* c10::QScheme numbering; uc10 tensors are per_tensor_affine or per_channel_affine */
typedef enum uc10_qscheme {
	UC10_PER_TENSOR_AFFINE = 0, UC10_PER_CHANNEL_AFFINE = 1, UC10_PER_TENSOR_SYMMETRIC = 2,
	UC10_PER_CHANNEL_SYMMETRIC = 3, UC10_PER_CHANNEL_AFFINE_FLOAT_QPARAMS = 4
} uc10_qscheme;
typedef struct uc10_device { int8_t type; int8_t index; } uc10_device;
typedef struct uc10_complex { double re, im; } uc10_complex;
typedef int64_t uc10_stream;
typedef const char *uc10_dimname;

typedef enum uc10_scalar_tag { UC10_SCALAR_INT, UC10_SCALAR_FLOAT, UC10_SCALAR_BOOL, UC10_SCALAR_COMPLEX } uc10_scalar_tag;
typedef struct uc10_scalar {
	uc10_scalar_tag tag;
	union { int64_t i; double d; bool b; uc10_complex c; } v;
} uc10_scalar;

/* Base C names of Note [Schema types in C]. */
typedef const uc10_tensor *uc10_tensorp;
typedef int64_t uc10_int;
typedef double uc10_float;
typedef bool uc10_bool;
typedef const char *uc10_str;

#define UC10_LIST_(name, elem) typedef struct name { elem const *data; size_t len; } name
UC10_LIST_(uc10_tensor_list, const uc10_tensor *);
UC10_LIST_(uc10_mut_tensor_list, uc10_tensor *);
UC10_LIST_(uc10_opt_tensor_list, const uc10_tensor *);   /* elements may be NULL */
UC10_LIST_(uc10_int_list, int64_t);
UC10_LIST_(uc10_float_list, double);
UC10_LIST_(uc10_bool_list, bool);
UC10_LIST_(uc10_complex_list, uc10_complex);
UC10_LIST_(uc10_scalar_list, uc10_scalar);
UC10_LIST_(uc10_str_list, const char *);
UC10_LIST_(uc10_dimname_list, const char *);
UC10_LIST_(uc10_int_list_list, uc10_int_list);
UC10_LIST_(uc10_float_list_list, uc10_float_list);
UC10_LIST_(uc10_bool_list_list, uc10_bool_list);
UC10_LIST_(uc10_str_list_list, uc10_str_list);
UC10_LIST_(uc10_tensor_list_list, uc10_tensor_list);

#define UC10_OPT_(name, type) typedef struct name { bool has; type v; } name
UC10_OPT_(uc10_opt_int, int64_t);
UC10_OPT_(uc10_opt_float, double);
UC10_OPT_(uc10_opt_bool, bool);
UC10_OPT_(uc10_opt_complex, uc10_complex);
UC10_OPT_(uc10_opt_scalar, uc10_scalar);
UC10_OPT_(uc10_opt_dtype, uc10_dtype);
UC10_OPT_(uc10_opt_layout, uc10_layout);
UC10_OPT_(uc10_opt_device, uc10_device);
UC10_OPT_(uc10_opt_memory_format, uc10_memory_format);
UC10_OPT_(uc10_opt_qscheme, uc10_qscheme);
UC10_OPT_(uc10_opt_stream, uc10_stream);
UC10_OPT_(uc10_opt_int_list, uc10_int_list);
UC10_OPT_(uc10_opt_float_list, uc10_float_list);
UC10_OPT_(uc10_opt_bool_list, uc10_bool_list);
UC10_OPT_(uc10_opt_dimname_list, uc10_dimname_list);
UC10_OPT_(uc10_opt_str_list, uc10_str_list);
UC10_OPT_(uc10_opt_complex_list, uc10_complex_list);
UC10_OPT_(uc10_opt_scalar_list, uc10_scalar_list);
UC10_OPT_(uc10_optional_tensor_list, uc10_tensor_list);
UC10_OPT_(uc10_optional_opt_tensor_list, uc10_opt_tensor_list);
typedef const uc10_tensor *uc10_opt_tensor;       /* NULL: None */
typedef const char *uc10_opt_str;                 /* NULL: None */
typedef uc10_generator *uc10_opt_generator;       /* NULL: None */
typedef const char *uc10_opt_dimname;             /* NULL: None */

/*
 * Boxed values (PyTorch's IValue), tagged.  A boxed call passes its
 * arguments on a uc10_stack and gets its returns back on it.
 */
typedef enum uc10_tag {
	UC10_T_NONE, UC10_T_TENSOR, UC10_T_INT, UC10_T_FLOAT, UC10_T_BOOL,
	UC10_T_COMPLEX, UC10_T_SCALAR, UC10_T_STR, UC10_T_DTYPE, UC10_T_LAYOUT,
	UC10_T_DEVICE, UC10_T_MEMORY_FORMAT, UC10_T_QSCHEME, UC10_T_STREAM,
	UC10_T_GENERATOR, UC10_T_STORAGE, UC10_T_DIMNAME,
	UC10_T_TENSOR_LIST, UC10_T_OPT_TENSOR_LIST, UC10_T_INT_LIST,
	UC10_T_FLOAT_LIST, UC10_T_BOOL_LIST, UC10_T_COMPLEX_LIST,
	UC10_T_SCALAR_LIST, UC10_T_STR_LIST, UC10_T_DIMNAME_LIST,
	UC10_T_INT_LIST_LIST, UC10_T_FLOAT_LIST_LIST, UC10_T_BOOL_LIST_LIST,
	UC10_T_STR_LIST_LIST, UC10_T_TENSOR_LIST_LIST,   /* data: the inner lists */
	UC10_TAG_COUNT
} uc10_tag;

typedef struct uc10_ivalue {
	uc10_tag tag;
	union {
		uc10_tensor *t;          /* TENSOR (mutable or not: the schema says) */
		int64_t i;               /* INT, STREAM */
		double d;                /* FLOAT */
		bool b;                  /* BOOL */
		uc10_complex c;          /* COMPLEX */
		uc10_scalar s;           /* SCALAR */
		const char *str;         /* STR, DIMNAME */
		int e;                   /* DTYPE, LAYOUT, MEMORY_FORMAT, QSCHEME */
		uc10_device dev;         /* DEVICE */
		uc10_generator *gen;     /* GENERATOR */
		const uc10_storage *st;  /* STORAGE */
		struct { const void *data; size_t len; } list;   /* *_LIST */
	} v;
} uc10_ivalue;

/*
 * A stack lives in memory the caller owns: `v` with room for `cap` values,
 * and `ret` with room for `nret` tensors that tensor returns are written to
 * (a boxed call has no heap to put a returned tensor in).
 */
typedef struct uc10_stack {
	uc10_ivalue *v;
	uint16_t len, cap;
	uc10_tensor *ret;
	uint16_t nret, ret_used;
} uc10_stack;

#endif
