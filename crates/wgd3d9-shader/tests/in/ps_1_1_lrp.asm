// ps_1_1: lrp detail blend driven by the vertex alpha (.a replicate selector)
ps_1_1
tex t0
tex t1
lrp r0, v0.a, t0, t1
