/*
 * kernels/rnn/rnn.h - the recurrent layers nn.LSTM and nn.GRU trace to
 * (aten::lstm.input, aten::gru.input): the arguments' checks and the walk
 * over layers, directions and time steps they share (rnn.c).
 *
 * Note [Recurrent layers]
 * PyTorch 1.13 runs a layer as the cells of RNN.cpp: the input's gates
 * x W_ih^T + b_ih and the hidden state's h W_hh^T + b_hh, in PyTorch's
 * gate order (LSTM: input, forget, cell, output; GRU: reset, update, new),
 * then per hidden unit
 *     LSTM  c' = f c + i g,  h' = o tanh(c')
 *     GRU   n = tanh(in + r hn),  h' = (h - n) z + n
 * Every unit of a step needs the whole previous h, and the cell of unit j
 * only its own gates: uc10 computes a unit's gates as dot products of the
 * weights' rows (a matrix-vector product, row by row) and finishes the
 * unit at once, so that no gate vector is kept and a layer needs no
 * scratch.  The results are where the states live: the output (T, B, D*H)
 * holds each step's h (the previous step's h is read there), h_n's slot of
 * the layer and direction receives a step's new h before it is copied to
 * the output (so a layer above the first, which reads its input from the
 * same rows, reads it before it is overwritten), c_n's slot is updated in
 * place.  Only a bidirectional layer above the first needs its input
 * whole after its forward direction has run: a copy of the layer below's
 * output, in the arena beside the results (the memory plan mirrors it:
 * _uc10_pg_rnn in m4/program.m4).
 *
 * Sums are float32, each term a multiply-add (UC10__MULADDF, Note [float32
 * multiply-add]), sigmoid and tanh the C library's: PyTorch sums with its
 * BLAS (or oneDNN) in another order; results agree to about 1e-6 of their
 * size.  Inference only: dropout between layers in training mode has no
 * random source here, and is refused.
 *
 * Note [Dynamic recurrent layers]
 * quantize_dynamic's LSTM (aten::quantized_lstm with dynamic int8 cell
 * parameters) runs the same cell with each gate's two products made by
 * quantized::linear_dynamic over int8 weights (their packed biases added
 * there): the input's part over the whole layer input at once (PyTorch
 * precomputes linear_ih for every step), so that one scale and zero point
 * quantize all of it; the hidden state's part at each step, quantized with
 * the range of that step's h over the batch.  The integers of each
 * product are PyTorch's when the float h they come from is: uc10's
 * sigmoid and tanh are the C library's, PyTorch's Sleef's, so an element
 * could round to a neighbouring integer (a step of the gate's scale); in
 * the tests none does and results agree to 1e-6 of their size.
 */
#ifndef UC10_KERNELS_RNN_H
#define UC10_KERNELS_RNN_H

#include "common/kernel.h"

typedef enum uc10__rnn_kind { UC10__RNN_LSTM = 4, UC10__RNN_GRU = 3 } uc10__rnn_kind;

/*
 * One call: input (T, B, I), or (B, T, I) with batch_first; h0 (and c0
 * for LSTM) (L*D, B, H); params w_ih, w_hh[, b_ih, b_hh] a layer and
 * direction.  Fills out (the output, as PyTorch's strides: batch_first
 * is the transposed view of a (T, B, D*H) tensor), hn and cn (cn NULL for
 * GRU), all allocated here, in that order.  qmax 0: float weights; else
 * int8 weights and dynamic quantization into [0, qmax] (Note [Dynamic
 * recurrent layers]).
 */
uc10_status uc10__rnn(const char *op, uc10__rnn_kind kind, int32_t qmax, uc10_tensor *out, uc10_tensor *hn,
                      uc10_tensor *cn, const uc10_tensor *input, const uc10_tensor *h0, const uc10_tensor *c0,
                      uc10_tensor_list params, bool has_biases, int64_t num_layers, double dropout, bool train,
                      bool bidirectional, bool batch_first);

#endif
