// ps_1_3: texreg2ar dependent read with the result biased and saturated
ps_1_3
tex t0
texreg2ar t1, t0
add_sat r0, t1, t0_bias
