// vs_2_x: vector mova with a two-component write mask, relative reads through a0.x and a0.y
vs_2_x
dcl_position v0
dcl_blendindices v1
def c4, 2.0, 4.0, 0.0, 0.0
m4x4 oPos, v0, c0
mul r0.xy, v1, c4
mova a0.xy, r0
mov r1, c[a0.x + 10]
add r1, r1, c[a0.y + 40]
mov oD0, r1
