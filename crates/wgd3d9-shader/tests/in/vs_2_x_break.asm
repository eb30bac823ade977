// vs_2_x: unconditional break inside a dynamic if within a rep loop
vs_2_x
dcl_position v0
dcl_texcoord0 v1
defi i0, 8, 0, 0, 0
def c4, 0.0, 0.5, 0.9, 1.0
m4x4 oPos, v0, c0
mov r0, v1
mov r1, c4.x
rep i0
    mad r0, r0, r0, c5
    add r1.x, r1.x, c4.w
    dp4 r2.x, r0, r0
    if_gt r2.x, c4.w
        break
    endif
endrep
mul oT0, r1.x, c6
