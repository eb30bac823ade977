// ps_2_x: call l# / label / ret subroutines in a pixel shader
ps_2_x
dcl t0.xy
dcl t1.xyz
dcl_2d s0
texld r0, t0, s0
nrm r1.xyz, t1
call l0
mul r0.xyz, r0, r2.x
call l1
mov oC0, r0
ret
label l0
    dp3_sat r2.x, r1, c0
ret
label l1
    mul r0.xyz, r0, c1
    add r0.xyz, r0, c2
ret
