// ps_1_2: texreg2ar and texreg2gb reading the same source stage
ps_1_2
tex t0
texreg2ar t1, t0
texreg2gb t2, t0
lrp r0, t0.a, t1, t2
