// ps_2_x: temporaries above ps_2_0's twelve (r12..r31)
ps_2_x
dcl t0.xy
dcl_2d s0
texld r31, t0, s0
mul r20, r31, c0
mad r12, r20, c1, r31
add r25, r12, r20
mov oC0, r25
