// ps_1_3: texbem bump environment map with the result added to a diffuse term
ps_1_3
tex t0
texbem t1, t0
tex t2
mad r0, t2, v0, t1
