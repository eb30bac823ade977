struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e26 = select(vec4<f32>(0f, 0f, 0f, 0f), (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx), vec4<bool>(true, true, false, false));
    let _e30 = select(vec4<f32>(0f, 0f, 0f, 0f), floor(_e26.xxxx), vec4<bool>(true, false, false, false));
    let _e34 = (i32(_e30.x) + 10i);
    let _e35 = u32(_e34);
    let _e40 = consts[(_e13 + min(_e35, 265u))];
    let _e54 = (i32(_e30.x) + 11i);
    let _e55 = u32(_e54);
    let _e59 = consts[(_e13 + min(_e55, 265u))];
    let _e72 = (i32(_e30.x) + 12i);
    let _e73 = u32(_e72);
    let _e77 = consts[(_e13 + min(_e73, 265u))];
    let _e86 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e40), (_e35 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e34 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e59), (_e55 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e54 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e77), (_e73 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e72 == 4i)))), vec4<bool>(false, false, true, false));
    let _e89 = (i32(_e30.x) + 10i);
    let _e90 = u32(_e89);
    let _e94 = consts[(_e13 + min(_e90, 265u))];
    let _e107 = (i32(_e30.x) + 11i);
    let _e108 = u32(_e107);
    let _e112 = consts[(_e13 + min(_e108, 265u))];
    let _e125 = (i32(_e30.x) + 12i);
    let _e126 = u32(_e125);
    let _e130 = consts[(_e13 + min(_e126, 265u))];
    let _e140 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e94), (_e90 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e89 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e112), (_e108 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e107 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e130), (_e126 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e125 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e144 = select(_e86, (_e86 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e147 = select(_e140, (_e140 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e150 = select(_e30, floor(_e26.yyyy), vec4<bool>(true, false, false, false));
    let _e153 = (i32(_e150.x) + 10i);
    let _e154 = u32(_e153);
    let _e158 = consts[(_e13 + min(_e154, 265u))];
    let _e169 = (i32(_e150.x) + 11i);
    let _e170 = u32(_e169);
    let _e174 = consts[(_e13 + min(_e170, 265u))];
    let _e185 = (i32(_e150.x) + 12i);
    let _e186 = u32(_e185);
    let _e190 = consts[(_e13 + min(_e186, 265u))];
    let _e201 = (i32(_e150.x) + 10i);
    let _e202 = u32(_e201);
    let _e206 = consts[(_e13 + min(_e202, 265u))];
    let _e219 = (i32(_e150.x) + 11i);
    let _e220 = u32(_e219);
    let _e224 = consts[(_e13 + min(_e220, 265u))];
    let _e237 = (i32(_e150.x) + 12i);
    let _e238 = u32(_e237);
    let _e242 = consts[(_e13 + min(_e238, 265u))];
    let _e257 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(3f, 1f, 0f, 0f).yyyy + -(in1_.xxxx)), vec4<bool>(true, false, false, false));
    let _e268 = select(select(_e144, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e158), (_e154 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e153 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e174), (_e170 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e169 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e190), (_e186 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e185 == 4i)))), vec4<bool>(false, false, true, false)) * _e257.xxxx) + _e144), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e271 = consts[(_e13 + 0u)];
    let _e278 = consts[(_e13 + 1u)];
    let _e286 = consts[(_e13 + 2u)];
    let _e294 = consts[(_e13 + 3u)];
    let _e298 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e268, bitcast<vec4<f32>>(_e271))), vec4<bool>(true, false, false, false)), vec4(dot(_e268, bitcast<vec4<f32>>(_e278))), vec4<bool>(false, true, false, false)), vec4(dot(_e268, bitcast<vec4<f32>>(_e286))), vec4<bool>(false, false, true, false)), vec4(dot(_e268, bitcast<vec4<f32>>(_e294))), vec4<bool>(false, false, false, true));
    let _e302 = consts[(_e13 + 8u)];
    let _e309 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(select(_e147, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e206), (_e202 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e201 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e224), (_e220 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e219 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e242), (_e238 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e237 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e257.xxxx) + _e147), vec4<bool>(true, true, true, false)).xyz, bitcast<vec4<f32>>(_e302).xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e310 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e317 = consts[(_e13 + 256u)];
    let _e322 = consts[(_e13 + 257u)];
    return Output(select(_e298, ((_e298 * bitcast<vec4<f32>>(_e322)) + (bitcast<vec4<f32>>(_e317) * _e298.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e310, _e309, (_e309 >= _e310))), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)), (_e9 >> 12u));
}
