// vs_2_x: break_le and break_gt against loop-carried values inside loop aL
vs_2_x
dcl_position v0
dcl_normal v1
defi i0, 8, 0, 1, 0
def c4, 0.0, 0.001, 8.0, 0.0
m4x4 oPos, v0, c0
mov r0, c4.x
mov r1, v1
loop aL, i0
    dp3 r2.x, r1, c[aL + 10]
    break_le r2.x, c4.y
    add r0, r0, c[aL + 30]
    dp3 r2.y, r0, r0
    break_gt r2.y, c4.z
endloop
mov oD0, r0
