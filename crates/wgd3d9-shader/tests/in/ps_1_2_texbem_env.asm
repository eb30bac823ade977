// ps_1_2: texbem environment bump with the result modulated by specular v1 and saturated
ps_1_2
tex t0
texbem t1, t0
tex t2
mad_sat r0, t1, v1, t2
