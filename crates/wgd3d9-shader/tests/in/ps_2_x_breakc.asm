// ps_2_x: break_comp (break_gt, break_le) ending a ray march early
ps_2_x
dcl t0.xyz
dcl t1.xyz
defi i0, 12, 0, 0, 0
def c0, 0.0, 1.0, 0.0833333, 0.01
mov r0.xyz, t0               // ray position
mov r1.xyz, t1               // ray step
mov r2, c0.x                 // accumulated density
rep i0
    dp3 r3.x, r0, r0
    break_gt r3.x, c0.y
    add r0.xyz, r0, r1
    add r2, r2, c0.z
    break_le r2.w, c0.w
endrep
mov oC0, r2
