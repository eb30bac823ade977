// ps_2_x: dynamic if_comp blocks (if_lt with else, if_ge) on arithmetic results
ps_2_x
dcl t0.xy
dcl v0
dcl_2d s0
def c0, 0.5, 0.0, 1.0, 0.25
texld r0, t0, s0
dp3 r1.x, r0, c1
mov r2, v0
if_lt r1.x, c0.x
    mul r2.xyz, r2, c0.w
else
    add r2.xyz, r2, c0.w
endif
if_ge r0.w, c0.z
    mov r2.w, c0.z
endif
mul r0, r0, r2
mov oC0, r0
