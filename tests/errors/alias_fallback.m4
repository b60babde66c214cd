m4_dnl EXPECT: 2: error: UC10_FALLBACK: `Autograd' is an alias key; a backend fallback takes a runtime key
UC10_FALLBACK(Autograd, my_fallback)
