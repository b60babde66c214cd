m4_dnl EXPECT: 3: error: UC10_FALLBACK: second fallback for key PrivateUse1 (the first is at
UC10_FALLBACK(PrivateUse1, fb_one)
UC10_FALLBACK(PrivateUse1, fb_two)
