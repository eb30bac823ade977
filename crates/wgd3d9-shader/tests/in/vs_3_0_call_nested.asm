// vs_3_0: nested subroutine calls (call from inside a label body) and several labels
vs_3_0
dcl_position v0
dcl_normal v1
dcl_position o0
dcl_color o1
m4x4 o0, v0, c0
mov r0, v1
call l0
mov o1, r1
ret
label l0
    dp3 r1.x, r0, c4
    call l7
    mul r1, r1.x, r2
ret
label l7
    call l12
    add r2, r2, c5
ret
label l12
    mov r2, c6
ret
