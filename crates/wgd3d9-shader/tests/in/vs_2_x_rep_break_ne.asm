// vs_2_x: break_ne and break_eq inside rep, counting iterations
vs_2_x
dcl_position v0
dcl_blendindices v1
defi i0, 16, 0, 0, 0
def c4, 0.0, 1.0, 15.0, 0.0
m4x4 oPos, v0, c0
mov r0, c4.x
mov r1, v1
rep i0
    add r0.x, r0.x, c4.y
    break_eq r0.x, c4.z
    add r1.y, r1.y, -c4.y
    break_ne r1.z, c4.x
endrep
mul oD0, r0.x, c5
