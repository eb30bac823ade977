// ps_1_4: the _x2 source modifier (ps_1_4 only), alone and negated, on temporaries and colour inputs
ps_1_4
texld r0, t0
texld r1, t1
mul r2, r0_x2, v0
mad r2, -r1_x2, v1, r2
add r0, r2, r0_bias
