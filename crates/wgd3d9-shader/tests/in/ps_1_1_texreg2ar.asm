// ps_1_1: texreg2ar, dependent read addressed by the alpha and red of another stage
ps_1_1
tex t0
texreg2ar t1, t0
mul r0, t1, v0
