// vs_3_0: unconditional break inside if_comp within a loop, the abs instruction, sub and nop
vs_3_0
dcl_position v0
dcl_texcoord0 v1
dcl_position o0
dcl_texcoord0 o1
defi i0, 8, 0, 1, 0
def c4, 0.0, 1.0, 3.0, 0.0
m4x4 o0, v0, c0
mov r0, c4.x
mov r1, v1
loop aL, i0
    sub r2, r1, c[aL + 10]
    abs r2, r2
    add r0, r0, r2
    nop
    if_gt r0.x, c4.z
        break
    endif
endloop
mov o1, r0
