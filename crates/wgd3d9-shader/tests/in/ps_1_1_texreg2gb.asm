// ps_1_1: texreg2gb, dependent read addressed by the green and blue of another stage
ps_1_1
tex t0
texreg2gb t1, t0
add r0, t1, v1
