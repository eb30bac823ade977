struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e12 = textureSample(t0_, s0_, in0_.xy);
    let _e13 = in1_.xyz;
    let _e14 = in1_.xyz;
    let _e16 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e20 = select((_e13 * _e14), _e16, ((_e13 == _e16) | (_e14 == _e16)));
    let _e25 = ((_e20.x + _e20.y) + _e20.z);
    let _e34 = _e12.wwww;
    let _e35 = vec4<f32>(64f, 1f, 0f, 0f).xxxx;
    let _e42 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e34 * _e35), vec4<f32>(0f, 0f, 0f, 0f), ((_e34 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e35 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e43 = _e42.xxxx;
    let _e44 = vec4<f32>(64f, 1f, 0f, 0f).yyyy;
    let _e50 = abs(select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e25))), vec4<f32>(0f, 0f, 0f, 0f), (_e25 == 0f)), vec4<bool>(true, true, true, false)).z);
    let _e63 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(min(select(select(pow(_e50, select(_e42, select(_e44, _e43, (_e43 >= _e44)), vec4<bool>(true, false, false, false)).x), 340282350000000000000000000000000000000f, ((_e50 == 0f) && (select(_e42, select(_e44, _e43, (_e43 >= _e44)), vec4<bool>(true, false, false, false)).x < 0f))), 1f, (select(_e42, select(_e44, _e43, (_e43 >= _e44)), vec4<bool>(true, false, false, false)).x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(true, false, false, false)).xxxx;
    return Output(select(_e12, select((_e12 * _e63), vec4<f32>(0f, 0f, 0f, 0f), ((_e12 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e63 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)));
}
