m4_dnl EXPECT: 2: error: UC10_FALLBACK: second fallback for key ADInplaceOrView (the first is at uc10 default
UC10_FALLBACK(ADInplaceOrView, dup_adinplace)
