// ps_1_2: texreg2rgb, a 3D/cube dependent read addressed by red, green and blue of another stage
ps_1_2
tex t0
texreg2rgb t1, t0
mul r0, t1, v0
