vs_1_1
dcl_position v0
dcl_normal v4
mov oPos, v0
mov r1, c9
m4x3 r1, v0, c4
mov oD0, r1
mov oT0, r1.yzxw
