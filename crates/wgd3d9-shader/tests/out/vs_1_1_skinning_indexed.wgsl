struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e16 = select(vec4<f32>(0f, 0f, 0f, 0f), (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx), vec4<bool>(true, true, false, false));
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), floor(_e16.xxxx), vec4<bool>(true, false, false, false));
    let _e24 = (i32(_e20.x) + 10i);
    let _e30 = consts[(_e4 + min(u32(_e24), 265u))];
    let _e41 = (i32(_e20.x) + 11i);
    let _e46 = consts[(_e4 + min(u32(_e41), 265u))];
    let _e57 = (i32(_e20.x) + 12i);
    let _e62 = consts[(_e4 + min(u32(_e57), 265u))];
    let _e69 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e30), vec4<f32>(3f, 1f, 0f, 0f), (_e24 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e46), vec4<f32>(3f, 1f, 0f, 0f), (_e41 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e62), vec4<f32>(3f, 1f, 0f, 0f), (_e57 == 4i)))), vec4<bool>(false, false, true, false));
    let _e72 = (i32(_e20.x) + 10i);
    let _e77 = consts[(_e4 + min(u32(_e72), 265u))];
    let _e88 = (i32(_e20.x) + 11i);
    let _e93 = consts[(_e4 + min(u32(_e88), 265u))];
    let _e104 = (i32(_e20.x) + 12i);
    let _e109 = consts[(_e4 + min(u32(_e104), 265u))];
    let _e117 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e77), vec4<f32>(3f, 1f, 0f, 0f), (_e72 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e93), vec4<f32>(3f, 1f, 0f, 0f), (_e88 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e109), vec4<f32>(3f, 1f, 0f, 0f), (_e104 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e121 = select(_e69, (_e69 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e124 = select(_e117, (_e117 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e127 = select(_e20, floor(_e16.yyyy), vec4<bool>(true, false, false, false));
    let _e130 = (i32(_e127.x) + 10i);
    let _e135 = consts[(_e4 + min(u32(_e130), 265u))];
    let _e144 = (i32(_e127.x) + 11i);
    let _e149 = consts[(_e4 + min(u32(_e144), 265u))];
    let _e158 = (i32(_e127.x) + 12i);
    let _e163 = consts[(_e4 + min(u32(_e158), 265u))];
    let _e172 = (i32(_e127.x) + 10i);
    let _e177 = consts[(_e4 + min(u32(_e172), 265u))];
    let _e188 = (i32(_e127.x) + 11i);
    let _e193 = consts[(_e4 + min(u32(_e188), 265u))];
    let _e204 = (i32(_e127.x) + 12i);
    let _e209 = consts[(_e4 + min(u32(_e204), 265u))];
    let _e222 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(3f, 1f, 0f, 0f).yyyy + -(in1_.xxxx)), vec4<bool>(true, false, false, false));
    let _e233 = select(select(_e121, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e135), vec4<f32>(3f, 1f, 0f, 0f), (_e130 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e149), vec4<f32>(3f, 1f, 0f, 0f), (_e144 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e163), vec4<f32>(3f, 1f, 0f, 0f), (_e158 == 4i)))), vec4<bool>(false, false, true, false)) * _e222.xxxx) + _e121), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e237 = consts[(_e4 + 0u)];
    let _e245 = consts[(_e4 + 1u)];
    let _e253 = consts[(_e4 + 2u)];
    let _e261 = consts[(_e4 + 3u)];
    let _e265 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e233, bitcast<vec4<f32>>(_e237))), vec4<bool>(true, false, false, false)), vec4(dot(_e233, bitcast<vec4<f32>>(_e245))), vec4<bool>(false, true, false, false)), vec4(dot(_e233, bitcast<vec4<f32>>(_e253))), vec4<bool>(false, false, true, false)), vec4(dot(_e233, bitcast<vec4<f32>>(_e261))), vec4<bool>(false, false, false, true));
    let _e269 = consts[(_e4 + 8u)];
    let _e276 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(select(_e124, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e177), vec4<f32>(3f, 1f, 0f, 0f), (_e172 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e193), vec4<f32>(3f, 1f, 0f, 0f), (_e188 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e209), vec4<f32>(3f, 1f, 0f, 0f), (_e204 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e222.xxxx) + _e124), vec4<bool>(true, true, true, false)).xyz, bitcast<vec4<f32>>(_e269).xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e277 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e285 = consts[(_e4 + 256u)];
    let _e290 = consts[(_e4 + 257u)];
    return Output(select(_e265, ((_e265 * bitcast<vec4<f32>>(_e290)) + (bitcast<vec4<f32>>(_e285) * _e265.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e277, _e276, (_e276 >= _e277))), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)));
}
