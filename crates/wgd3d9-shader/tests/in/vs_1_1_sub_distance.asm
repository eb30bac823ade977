// vs_1_1: sub for eye-relative vectors and a camera-distance fade into oD0.w
vs_1_1
dcl_position v0
dcl_color v1
def c8, 0.0, 1.0, 0.02, 0.0
m4x4 oPos, v0, c0
sub r0, v0, c4               // position - eye
dp3 r1.x, r0, r0
rsq r1.y, r1.x
mul r1.z, r1.x, r1.y         // distance
mul r1.z, r1.z, c8.z
sub r1.w, c8.y, r1.z         // 1 - distance * fade
max r1.w, r1.w, c8.x
mov oD0.xyz, v1
mov oD0.w, r1.w
