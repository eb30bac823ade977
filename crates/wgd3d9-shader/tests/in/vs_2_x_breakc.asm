// vs_2_x: break_comp (break_ge, break_lt) leaving a loop early
vs_2_x
dcl_position v0
dcl_normal v1
defi i0, 6, 0, 1, 0
def c4, 0.0, 1.0, 0.01, 0.0
m4x4 oPos, v0, c0
mov r0, c4.x
loop aL, i0
    dp3 r1.x, v1, c[aL + 10]
    break_lt r1.x, c4.z
    mad r0, r1.x, c[aL + 20], r0
    break_ge r0.w, c4.y
endloop
mov oD0, r0
