// vs_2_0: call l# into subroutines placed after the main program's ret
vs_2_0
dcl_position v0
dcl_normal v1
m4x4 oPos, v0, c0
mov r0, v1
call l1
mov oD0, r1
call l2
mov oT0, r2
ret
label l1
    dp3 r1.x, r0, c4
    max r1, r1.x, c5.x
ret
label l2
    mul r2, r0, c6
    add r2, r2, c7
ret
