/*
 * lstm.input (CPU): nn.LSTM's layers in inference, float32, as PyTorch
 * 1.13's at::lstm computes them (Note [Recurrent layers] in rnn.h):
 * returns output, h_n and c_n.  hx is [h0, c0].
 */
#include "rnn/rnn.h"
#include "uc10_ops.h"

uc10_status uc10_lstm_input_cpu(uc10_ks ks, uc10_tensor *ret0, uc10_tensor *ret1, uc10_tensor *ret2,
                                const uc10_tensor *input, uc10_tensor_list hx, uc10_tensor_list params,
                                uc10_bool has_biases, uc10_int num_layers, uc10_float dropout, uc10_bool train,
                                uc10_bool bidirectional, uc10_bool batch_first)
{
	(void)ks;
	if (!ret0 || !ret1 || !ret2)
		return uc10__fail_null("aten::lstm", "result");
	if (hx.len != 2)
		return uc10_fail(UC10_E_ARG, "aten::lstm: ", "lstm expects two hidden states", "");
	return uc10__rnn("aten::lstm", UC10__RNN_LSTM, 0, ret0, ret1, ret2, input, hx.data[0], hx.data[1], params,
	                 has_biases, num_layers, dropout, train, bidirectional, batch_first);
}
