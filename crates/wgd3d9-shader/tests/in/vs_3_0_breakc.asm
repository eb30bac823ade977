// vs_3_0: break_comp on every comparison inside loops, including a loop-counter based exit
vs_3_0
dcl_position v0
dcl_normal v1
dcl_position o0
dcl_color o1
defi i0, 10, 0, 1, 0
def c4, 0.0, 1.0, 0.99, 5.0
m4x4 o0, v0, c0
mov r0, c4.x
mov r3, v1
loop aL, i0
    dp3 r1.x, r3, c[aL + 20]
    break_lt r1.x, c4.x
    mad r0, r1.x, c[aL + 40], r0
    break_ge r0.w, c4.z
    break_gt r0.x, c4.w
    break_eq r0.y, c4.y
    break_ne r3.w, c4.y
    break_le r0.z, -c4.w
endloop
mov o1, r0
