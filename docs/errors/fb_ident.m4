m4_dnl EXPECT: 2: error: UC10_FALLBACK: fallback `my-fallback' is not a C identifier
UC10_FALLBACK(PrivateUse1, my-fallback)
