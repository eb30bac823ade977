// ps_2_x: break out of rep inside a dynamic if
ps_2_x
dcl t0.xy
defi i0, 16, 0, 0, 0
def c0, 0.0, 1.0, 4.0, 0.0625
mov r0.xy, t0
mov r0.zw, c0.x
mov r1, c0.x
rep i0
    mul r2.x, r0.x, r0.x
    mad r2.x, -r0.y, r0.y, r2.x
    mul r2.y, r0.x, r0.y
    add r2.y, r2.y, r2.y
    add r0.xy, r2, t0            // z = z^2 + c
    add r1.x, r1.x, c0.w
    dp2add r2.z, r0, r0, c0.x
    if_gt r2.z, c0.z
        break
    endif
endrep
mov r1.yzw, c0.y
mov oC0, r1
