// ps_1_3: texbeml bump environment map with luminance, times the base map
ps_1_3
tex t0
texbeml t1, t0
tex t2
mul r0, t1, t2
