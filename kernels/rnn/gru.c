/*
 * gru.input (CPU): nn.GRU's layers in inference, float32, as PyTorch
 * 1.13's at::gru computes them (Note [Recurrent layers] in rnn.h):
 * returns output and h_n.
 */
#include "rnn/rnn.h"
#include "uc10_ops.h"

uc10_status uc10_gru_input_cpu(uc10_ks ks, uc10_tensor *ret0, uc10_tensor *ret1, const uc10_tensor *input,
                               const uc10_tensor *hx, uc10_tensor_list params, uc10_bool has_biases,
                               uc10_int num_layers, uc10_float dropout, uc10_bool train, uc10_bool bidirectional,
                               uc10_bool batch_first)
{
	(void)ks;
	if (!ret0 || !ret1)
		return uc10__fail_null("aten::gru", "result");
	return uc10__rnn("aten::gru", UC10__RNN_GRU, 0, ret0, ret1, NULL, input, hx, NULL, params, has_biases, num_layers,
	                 dropout, train, bidirectional, batch_first);
}
