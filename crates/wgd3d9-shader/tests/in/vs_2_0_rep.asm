// vs_2_0: rep i# / endrep repeating a smoothing step a constant number of times
vs_2_0
dcl_position v0
dcl_texcoord0 v1
defi i1, 3, 0, 0, 0
def c4, 0.5, 0.25, 0.0, 1.0
m4x4 oPos, v0, c0
mov r0, v1
rep i1
    mul r1, r0, r0
    mad r0, r1, c4.y, r0
    mul r0, r0, c4.x
endrep
mov oT0, r0
