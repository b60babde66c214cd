m4_dnl ops.m4 - the sensor project's operator library (docs/out-of-tree-ops.md):
m4_dnl it lives in the project's tree, not in uc10's.  Kernels: kernels.c.
UC10_LIBRARY(sensor)
UC10_DEF(sensor, `clip(Tensor self, float lo, float hi) -> Tensor')
UC10_IMPL(sensor, CPU, clip, sensor_clip_cpu)
UC10_DEF(sensor, `clip_(Tensor(a!) self, float lo, float hi) -> Tensor(a!)')
UC10_IMPL(sensor, CPU, clip_, sensor_clip__cpu)
UC10_DEF(sensor, `scale(Tensor self, float k) -> Tensor')
UC10_IMPL(sensor, CPU, scale, sensor_scale_cpu)
