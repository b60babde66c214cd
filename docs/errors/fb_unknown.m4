m4_dnl EXPECT: 2: error: UC10_FALLBACK: unknown dispatch key `GPU'
UC10_FALLBACK(GPU, my_fallback)
