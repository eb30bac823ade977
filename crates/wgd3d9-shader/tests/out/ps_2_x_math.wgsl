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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e13 = cross(in0_.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false)).xyz);
    let _e24 = select((in0_ * in0_), vec4<f32>(0f, 0f, 0f, 0f), ((in0_ == vec4<f32>(0f, 0f, 0f, 0f)) | (in0_ == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e34 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e13.x, _e13.y, _e13.z, 0f), vec4<bool>(true, true, true, false)), vec4((((_e24.x + _e24.y) + _e24.z) + _e24.w)), vec4<bool>(false, false, false, true));
    let _e40 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(log2(abs(_e34.w))), vec4<bool>(true, false, false, false));
    let _e41 = _e40.xxxx;
    let _e42 = vec4<f32>(0.5f, 2f, 0f, 1f).xxxx;
    let _e48 = select(_e40, select((_e41 * _e42), vec4<f32>(0f, 0f, 0f, 0f), ((_e41 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e42 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e53 = vec4<f32>(0.5f, 2f, 0f, 1f).zzzz;
    let _e55 = select(_e53, _e34, (_e34 >= _e53));
    return Output(mix(_e55, (in0_ + -(_e55)), select(_e48, vec4(exp2(_e48.x)), vec4<bool>(true, false, false, false)).xxxx));
}
