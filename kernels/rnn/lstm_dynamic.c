/*
 * quantized_unpacked::lstm_dynamic: aten::quantized_lstm.input with
 * dynamic int8 cell parameters (quantize_dynamic's nn.LSTM), the cell
 * parameters' packed weights unpacked: params are w_ih, w_hh (QInt8, per
 * tensor or per row, zero points 0) and their float biases (the packed
 * ones) a layer and direction; reduce_range as the cell parameters keep
 * it.  Note [Dynamic recurrent layers] in rnn.h.  hx is [h0, c0].
 */
#include "rnn/rnn.h"
#include "uc10_ops.h"

uc10_status uc10_quantized_unpacked_lstm_dynamic_qcpu(uc10_ks ks, uc10_tensor *ret0, uc10_tensor *ret1,
                                                     uc10_tensor *ret2, const uc10_tensor *input, uc10_tensor_list hx,
                                                     uc10_tensor_list params, uc10_bool has_biases, uc10_int num_layers,
                                                     uc10_float dropout, uc10_bool train, uc10_bool bidirectional,
                                                     uc10_bool batch_first, uc10_bool reduce_range)
{
	(void)ks;
	if (!ret0 || !ret1 || !ret2)
		return uc10__fail_null("aten::quantized_lstm", "result");
	if (hx.len != 2)
		return uc10_fail(UC10_E_ARG, "aten::quantized_lstm: ", "lstm expects two hidden states", "");
	return uc10__rnn("aten::quantized_lstm", UC10__RNN_LSTM, reduce_range ? 127 : 255, ret0, ret1, ret2, input,
	                 hx.data[0], hx.data[1], params, has_biases, num_layers, dropout, train, bidirectional, batch_first);
}
