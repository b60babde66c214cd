m4_dnl EXPECT: 3: error: UC10_DEF: malformed schema: class type `__torch__.torch.classes.x.Y' has no meaning on a microcontroller
UC10_LIBRARY(x)
UC10_DEF(x, `foo(__torch__.torch.classes.x.Y a) -> Tensor')
